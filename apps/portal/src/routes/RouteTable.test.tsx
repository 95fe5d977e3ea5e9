import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteTable, useRouteHandles } from './RouteTable';

interface LabelHandle {
  label: string;
}

/** Lists the matched routes' handles, as a layout's breadcrumb would. */
function Handles() {
  const handles = useRouteHandles<LabelHandle>();
  return (
    <ol aria-label="Handles">
      {handles.map((handle, index) => (
        <li key={index}>{handle.label ?? '(no label)'}</li>
      ))}
    </ol>
  );
}

function Layout() {
  return (
    <>
      <Handles />
      <Link to="/investment/7">Opportunity</Link>
      <Outlet />
    </>
  );
}

/** A layout, a section without an element, its index and a parameter route, as the portal nests them. */
const nestedRoutes: RouteObject[] = [
  {
    element: <Layout />,
    handle: { label: 'Layout' },
    children: [
      { index: true, element: <p>Home page</p>, handle: { label: 'Home' } },
      {
        path: 'investment',
        handle: { label: 'Investment' },
        children: [
          { index: true, element: <p>Investment page</p> },
          { path: ':opportunityId', element: <p>Opportunity page</p>, handle: { label: 'One' } },
        ],
      },
      // A handle with other things in it than the caller asks about.
      { path: 'account', element: <p>Account page</p>, handle: { hideTenantBox: true } },
    ],
  },
];

function renderAt(path: string, routes: RouteObject[] = nestedRoutes) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteTable routes={routes} />
    </MemoryRouter>,
  );
}

const labels = () =>
  within(screen.getByRole('list', { name: 'Handles' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('useRouteHandles', () => {
  it("gives the matched routes' handles outermost first, skipping routes without one", () => {
    renderAt('/investment/7');
    expect(screen.getByText('Opportunity page')).toBeInTheDocument();
    expect(labels()).toEqual(['Layout', 'Investment', 'One']);
  });

  it("includes a section's handle on its index route", () => {
    renderAt('/investment');
    expect(labels()).toEqual(['Layout', 'Investment']);
  });

  it('gives every handle, whatever it declares', () => {
    renderAt('/account');
    expect(labels()).toEqual(['Layout', '(no label)']);
  });

  it('follows the navigation', async () => {
    renderAt('/');
    expect(labels()).toEqual(['Layout', 'Home']);
    await userEvent.click(screen.getByRole('link', { name: 'Opportunity' }));
    expect(await screen.findByText('Opportunity page')).toBeInTheDocument();
    expect(labels()).toEqual(['Layout', 'Investment', 'One']);
  });

  it("reads the table being rendered, as a story's own table around its component", () => {
    const storyRoutes: RouteObject[] = [
      {
        path: '/account',
        element: <Layout />,
        children: [
          { path: 'reset-password', element: <p>Reset page</p>, handle: { label: 'Reset' } },
        ],
      },
    ];
    renderAt('/account/reset-password', storyRoutes);
    expect(screen.getByText('Reset page')).toBeInTheDocument();
    expect(labels()).toEqual(['Reset']);
  });

  it('gives no handles outside a route table', () => {
    render(
      <MemoryRouter initialEntries={['/investment/7']}>
        <Handles />
      </MemoryRouter>,
    );
    expect(labels()).toEqual([]);
  });
});

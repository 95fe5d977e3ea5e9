import type { RouteObject } from 'react-router';
import { AppLayout } from '../shell/AppLayout';
import { RootLayout } from '../shell/RootLayout';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';

/** The route table of SPEC §2; later issues add the investor, account and administration routes. */
export const portalRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <HomeScreen />, handle: { breadcrumb: '::Menu:Home' } },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

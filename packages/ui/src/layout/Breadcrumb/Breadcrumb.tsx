import { ChevronRightIcon } from '@radix-ui/react-icons';
import { Link, Text } from '@radix-ui/themes';
import { navigateOnPlainClick, type NavigateHandler } from '../navigation';

export type BreadcrumbItem = { label: string; href?: string };

export type BreadcrumbProps = {
  items: BreadcrumbItem[];
  label: string;
  onNavigate?: NavigateHandler;
};

export function Breadcrumb({ items, label, onNavigate }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className="sahm-breadcrumb">
      <ol className="sahm-breadcrumb__list">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="sahm-breadcrumb__item">
              {index > 0 && (
                <ChevronRightIcon
                  className="sahm-mirror-rtl sahm-breadcrumb__separator"
                  aria-hidden="true"
                />
              )}
              {current ? (
                <Text weight="medium" aria-current="page">
                  {item.label}
                </Text>
              ) : item.href !== undefined ? (
                <Link href={item.href} onClick={navigateOnPlainClick(item.href, onNavigate)}>
                  {item.label}
                </Link>
              ) : (
                <Text color="gray">{item.label}</Text>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

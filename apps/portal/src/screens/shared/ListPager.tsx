import { DEFAULT_PAGE_SIZE, useLocalization } from '@sahm/platform';
import { Pager, type PagerProps } from '@sahm/ui';
import { formatNumber } from '../../format/format';

/** The shared pager of the investor lists, with the portal's texts and number format. */
export function ListPager(
  props: Pick<PagerProps, 'page' | 'totalCount' | 'onPageChange' | 'label'>,
) {
  const { t, language } = useLocalization();
  return (
    <Pager
      {...props}
      pageSize={DEFAULT_PAGE_SIZE}
      previousLabel={t('::Investment:PreviousPage')}
      nextLabel={t('::Investment:NextPage')}
      pageOfText={(page, pageCount) =>
        t('::Investment:PageOf', formatNumber(page, language), formatNumber(pageCount, language))
      }
    />
  );
}

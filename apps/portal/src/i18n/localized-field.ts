/** A record's `<field>Ar` or `<field>En`: the one in the interface language. */
export function pick<T extends string>(
  language: string,
  record: Record<`${T}Ar` | `${T}En`, string>,
  field: T,
): string {
  return language === 'ar' ? record[`${field}Ar`] : record[`${field}En`];
}

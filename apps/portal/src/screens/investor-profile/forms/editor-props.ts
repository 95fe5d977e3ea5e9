/** What every section editor of the profile receives: the saved section and how to close. */
export type EditorProps<T> = { saved: T; onClose: () => void };

/** The editors' mutations show their own errors (under the fields or above the buttons). */
export const handlesErrors = { meta: { handlesErrors: true } };

export const P = (key: string) => `::InvestorProfile:${key}`;

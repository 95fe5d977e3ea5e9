import { createContext, useContext } from 'react';

/** Names of the fields the user has edited (sticky, like a control's dirty flag in SPEC §5). */
export const EditedFieldsContext = createContext<ReadonlySet<string>>(new Set());

export const useEditedFields = () => useContext(EditedFieldsContext);

/** A fresh id for a class unit the form adds (the server keeps the ids it is given). */
export const newUnitId = () => `unit-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

// The `?section=` of each section of « Taxes et relevés » (kept apart from the sections' list, which
// loads the sections: a section reading its own id from there would import itself).
export const taxesSectionIds = { report: 'rapport', statements: 'releves' } as const;

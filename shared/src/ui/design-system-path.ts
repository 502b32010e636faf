/** Where every remote's standalone dev page shows the design system's page (renderStandalone). */
export const DESIGN_SYSTEM_PATH = '/design-system';

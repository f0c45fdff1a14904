/** Modals opened from the order drawer sit above it (Mantine gives drawers and modals the same layer). */
export const ABOVE_DRAWER = 300;

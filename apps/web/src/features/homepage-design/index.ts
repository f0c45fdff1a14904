/**
 * The homepage designer's face: what other features and the app's routes may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { HomepageDesigner } from './components/homepage-designer';

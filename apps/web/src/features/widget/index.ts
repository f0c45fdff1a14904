/**
 * The widget feature's face: the embeddable widget's configurator (issue 28), what the app's routes may import from
 * it (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { WidgetConfigurator } from './components/widget-configurator';

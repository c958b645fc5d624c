export { DataExportSection } from './components/data-export-section';

export { AssessmentWizard } from './components/assessment-wizard';

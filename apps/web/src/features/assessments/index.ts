export { AssessmentWizard, type AssessmentWizardProps } from './components/assessment-wizard';

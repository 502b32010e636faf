import { renderStandalone } from '@hl/shared/standalone';
import CalculatorsSection from './components/CalculatorsSection.tsx';

// Standalone page for the calculators team: the section alone, as the shell would mount it.
renderStandalone(<CalculatorsSection />);

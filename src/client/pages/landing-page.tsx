import { InstalmentCalculator } from '../features/calculator/components/instalment-calculator';
import { AudiencePanels } from '../features/landing/components/audience-panels';
import { CreditScoreSection } from '../features/landing/components/credit-score-section';
import { FinalCta } from '../features/landing/components/final-cta';
import { HeroSection } from '../features/landing/components/hero-section';
import { SecuritySection } from '../features/landing/components/security-section';
import { StepsSection } from '../features/landing/components/steps-section';
import { AppDownloadSection } from '../features/mobile-app/components/app-download-section';
import { WidgetsShowcase } from '../features/widgets/widgets-showcase';
import { PublicSection } from '../components/layout/public-section';
import { usePageMeta } from '../i18n/use-page-meta';

/** The landing page's sections, top to bottom. */
export default function LandingPage() {
  usePageMeta('home');
  return (
    <>
      <HeroSection />
      <PublicSection>
        <StepsSection />
      </PublicSection>
      <PublicSection>
        <WidgetsShowcase />
      </PublicSection>
      <PublicSection>
        <AppDownloadSection />
      </PublicSection>
      <PublicSection>
        <InstalmentCalculator />
      </PublicSection>
      <PublicSection>
        <CreditScoreSection />
      </PublicSection>
      <PublicSection>
        <AudiencePanels />
      </PublicSection>
      <PublicSection>
        <SecuritySection />
      </PublicSection>
      <PublicSection>
        <FinalCta />
      </PublicSection>
    </>
  );
}

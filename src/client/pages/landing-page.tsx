import { InstalmentCalculator } from '../features/calculator/components/instalment-calculator';
import { AudiencePanels } from '../features/landing/components/audience-panels';
import { CreditScoreSection } from '../features/landing/components/credit-score-section';
import { FinalCta } from '../features/landing/components/final-cta';
import { HeroSection } from '../features/landing/components/hero-section';
import { SecuritySection } from '../features/landing/components/security-section';
import { StepsSection } from '../features/landing/components/steps-section';
import { AppDownloadSection } from '../features/mobile-app/components/app-download-section';
import { WidgetsShowcase } from '../features/widgets/widgets-showcase';
import { HydrateLater } from '../components/layout/hydrate-later';
import { usePageMeta } from '../i18n/use-page-meta';

/** The landing page's sections, top to bottom. */
export default function LandingPage() {
  usePageMeta('home');
  return (
    <>
      <HeroSection />
      <HydrateLater>
        <StepsSection />
      </HydrateLater>
      <HydrateLater>
        <WidgetsShowcase />
      </HydrateLater>
      <HydrateLater>
        <AppDownloadSection />
      </HydrateLater>
      <HydrateLater>
        <InstalmentCalculator />
      </HydrateLater>
      <HydrateLater>
        <CreditScoreSection />
      </HydrateLater>
      <HydrateLater>
        <AudiencePanels />
      </HydrateLater>
      <HydrateLater>
        <SecuritySection />
      </HydrateLater>
      <HydrateLater>
        <FinalCta />
      </HydrateLater>
    </>
  );
}

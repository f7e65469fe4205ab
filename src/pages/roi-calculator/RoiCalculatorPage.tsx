import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useCallback } from 'react';
import type { PageProps } from '@/components/pageProps';
import { CtaBand } from '@/components/sections/CtaBand';
import { PageHero } from '@/components/sections/PageHero';
import type { PageContent } from '@/content/definePage';
import type roiCalculator from '@/content/pages/roi-calculator';
import { HowWeCalculate } from '@/features/roi-calculator/HowWeCalculate';
import { roiPrintStyles } from '@/features/roi-calculator/printStyles';
import { RoiCalculator } from '@/features/roi-calculator/RoiCalculator';
import { useDiscoveryCall, useOpenContact } from '@/lib/state/appActors';

/** /RoiCalculator: what Aden saves a team, validated as you type, charted, shareable and printable. */
export default function RoiCalculatorPage({ data }: PageProps<PageContent<typeof roiCalculator>>) {
  const openContact = useOpenContact();
  const discoveryCall = useDiscoveryCall();
  const askEnterprise = useCallback(() => openContact(), [openContact]);
  return (
    <>
      <GlobalStyles styles={roiPrintStyles} />
      <PageHero title={data.title} description={data.intro} />
      <Box component="section" aria-label={data.calculatorLabel} sx={{ pb: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <RoiCalculator
            plans={data.calculator}
            menu={data.calculator.menu}
            onAskEnterprise={askEnterprise}
            onBookCall={discoveryCall.show}
          />
        </Container>
      </Box>
      <HowWeCalculate automationSource={data.automationSource} />
      <Box className="roi-no-print">
        <CtaBand cta={data.cta} />
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import { CtaBand } from '@/components/sections/CtaBand';
import { PageHero } from '@/components/sections/PageHero';
import { HowWeCalculate } from '@/features/roi-calculator/HowWeCalculate';
import { roiPrintStyles } from '@/features/roi-calculator/printStyles';
import { RoiCalculator } from '@/features/roi-calculator/RoiCalculator';
import { useOpenContact } from '@/lib/appActors';

/** /RoiCalculator: what Aden saves a team, validated as you type, charted, shareable and printable. */
export default function RoiCalculatorPage() {
  const openContact = useOpenContact();
  return (
    <>
      <GlobalStyles styles={roiPrintStyles} />
      <PageHero
        title="ROI Calculator"
        description="What would Aden save your team? Put in your team and the hours it spends on manual work: the estimate updates as you type, and a link keeps it for your colleagues."
      />
      <Box component="section" aria-label="Calculator" sx={{ pb: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <RoiCalculator onEmailEstimate={() => openContact()} />
        </Container>
      </Box>
      <HowWeCalculate />
      <Box className="roi-no-print">
        <CtaBand
          cta={{
            heading: 'Check the estimate against your own processes',
            body: 'In a thirty-minute demo we run one of your processes in Aden with your figures, so the hours in this estimate are ones you have seen saved.',
            primary: { label: 'Book a demo', action: 'book-demo' },
            secondary: { label: 'Start for free', action: 'start-free' },
          }}
        />
      </Box>
    </>
  );
}

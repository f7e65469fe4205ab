import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { HowWeCalculate } from '../features/roi-calculator/HowWeCalculate';
import { roiPrintStyles } from '../features/roi-calculator/printStyles';
import { RoiCalculator } from '../features/roi-calculator/RoiCalculator';
import { useOpenContact } from '../lib/appActors';

/** /RoiCalculator: what Aden saves a team, validated as you type, charted, shareable and printable. */
export default function RoiCalculatorPage() {
  const openContact = useOpenContact();
  return (
    <>
      <GlobalStyles styles={roiPrintStyles} />
      <Box
        component="section"
        aria-labelledby="roi-title"
        sx={{
          pt: { xs: 12, md: 15 },
          pb: { xs: 6, md: 10 },
          background: 'linear-gradient(180deg, #f4f3ff 0%, rgba(244, 243, 255, 0) 480px)',
          '@media print': { pt: 0, background: 'none' },
        }}
      >
        <Container maxWidth="lg">
          <Box sx={{ maxWidth: 760, mb: { xs: 4, md: 6 } }}>
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
              ROI calculator
            </Typography>
            <Typography
              id="roi-title"
              variant="h1"
              sx={{ fontSize: { xs: '2.125rem', md: '3.25rem' }, lineHeight: 1.1, mb: 2 }}
            >
              What would Aden save your team?
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
              Put in your team and the hours it spends on manual work. The estimate updates as you type, and a
              link keeps it for your colleagues.
            </Typography>
          </Box>
          <RoiCalculator onEmailEstimate={() => openContact()} />
        </Container>
      </Box>
      <HowWeCalculate />
    </>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { theme } from '@/app/theme';
import { FlowLab } from './FlowLab';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <FlowLab />
  </ThemeProvider>,
);

// The site's typeface, served with the lab: the screen sets the site's components as the site does,
// and the chart is measured and drawn in it.
import '@fontsource-variable/inter/wght.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { FlowLab } from './FlowLab';
import { labTheme } from './labTheme';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <ThemeProvider theme={labTheme}>
    <CssBaseline />
    <FlowLab />
  </ThemeProvider>,
);

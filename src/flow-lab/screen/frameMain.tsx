// The site's typeface, as the lab serves it: the screen sets the site's components as the site does.
import '@fontsource-variable/inter/wght.css';
import { createRoot } from 'react-dom/client';
import { FramedScreen } from './FramedScreen';
import { screenChannelOfParent } from './screenChannel';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const channel = screenChannelOfParent();
if (!channel) {
  root.textContent = "This page is the flow lab's screen: open it from the lab, at /flows.";
} else {
  createRoot(root).render(<FramedScreen channel={channel} />);
}

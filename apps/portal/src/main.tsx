import './shell/configure-security';
import '@sahm/ui/styles.css';
import { startPortal } from './shell/start-portal';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startPortal(container);

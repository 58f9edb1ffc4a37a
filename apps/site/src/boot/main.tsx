/**
 * The browser's entry (index.html starts it after the first paint, see build/start-after-paint.ts).
 * The whole sequence, drawn → code requested → hydrating → live → motion released, is in
 * start-page.tsx and docs/first-load.md.
 */
import '../styles.css';
import { startPage } from './start-page.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void startPage(root);

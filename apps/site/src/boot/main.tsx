/**
 * The browser's entry (index.html starts it after the first paint, see build/start-after-paint.ts).
 * The whole sequence, drawn → code requested → hydrating → live → motion released, is in
 * start-page.tsx and docs/first-load.md.
 */
import '../styles.css';
import { errorReportSettingsOf, installErrorReports } from '../core/error-reports.ts';
import { startPage } from './start-page.tsx';

// First, so an error of the start-up itself is reported (where the server names an endpoint).
const reporting = errorReportSettingsOf(document);
if (reporting) installErrorReports({ ...reporting, brand: document.documentElement.dataset.brand ?? '' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void startPage(root);

export { SidePanel, sidePanelVariants, type SidePanelProps } from './side-panel.tsx';
export type { SidePanelEntry } from './side-panel-menu.tsx';

/** Maintenance (1) or region-blocked (2) page (spec §2). */
export function StatusScreen({ status, ip }: { status: 1 | 2; ip: string | null }) {
  return <main data-system-status={status} data-ip={ip ?? undefined} />;
}

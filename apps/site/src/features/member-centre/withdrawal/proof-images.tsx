import { ImageOffIcon } from '@lobbykit/ui/icons/image-off';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';

/** The proof images the member sent with a "not received" answer, small, each read once. */
export function ProofThumbnails({ proofIds }: { proofIds: readonly (number | string)[] }) {
  const { t } = useTranslation('member-withdrawal');
  if (proofIds.length === 0) return null;
  return (
    <ul aria-label={t('list.proofs')} className="flex flex-wrap gap-2">
      {proofIds.map((proofId, index) => (
        <li key={proofId}>
          <ProofThumbnail proofId={proofId} alt={t('list.proof', { number: index + 1 })} />
        </li>
      ))}
    </ul>
  );
}

function ProofThumbnail({ proofId, alt }: { proofId: number | string; alt: string }) {
  const { token } = useSession();
  // An image never changes once sent: read it once and keep it.
  const { data, error } = useSWR(
    token ? (['withdrawalProof', token, proofId] as const) : null,
    () => callPlatform('wallet', 'withdrawalProof', { proofId }),
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  if (error) {
    return (
      <span role="img" aria-label={alt} className="flex size-14 items-center justify-center rounded-md bg-muted">
        <ImageOffIcon aria-hidden="true" className="size-5 text-muted-foreground" />
      </span>
    );
  }
  if (!data) return <Skeleton className="size-14 rounded-md" />;
  return <img src={data.image} alt={alt} className="size-14 rounded-md border border-border object-cover" />;
}

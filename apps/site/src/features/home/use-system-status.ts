import { endpoints } from '@lobbykit/platform';
import useSWR from 'swr';
import { platform } from '../../app/platform.ts';

export function useSystemStatus() {
  return useSWR('systemStatus', () => platform.call(endpoints.systemStatus, { url: window.location.host }), {
    revalidateOnFocus: false,
  });
}

/**
 * What the four contract pages' stories share: where each kind's call goes, an answer to an offer
 * built on the recorded sandbox, and the offer play (a rate above the cap refused at its field, then
 * a valid offer sent). Stories only; the site never imports it.
 */
import { rewardEndpoints, type Contract } from '@lobbykit/platform/endpoints/rewards';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureBrand } from './fixtures/fixture-format.ts';
import { platformFixtures, platformHandlers } from './platform-handlers.ts';
import { agentCentrePanel } from './agent-page-story.ts';
import { expectVisible, seedTimeout } from './seed.ts';
import {
  contractCall,
  type ContractKind,
  type ContractsAnswer,
} from '../features/agent-centre/contracts/use-contracts.ts';

/** Where each kind's call goes, as the platform contract names it (any host). */
export const contractPaths = Object.fromEntries(
  Object.entries(contractCall).map(([kind, call]) => [kind, `*${rewardEndpoints[call].path}`]),
) as Record<ContractKind, string>;

/** The kind's list as the sandbox answered agent1 on the brand. */
function recordedList(kind: ContractKind, brand: FixtureBrand): ContractsAnswer {
  const recorded = platformFixtures.brands[brand].EN.agent?.find((answer) => answer.call === contractCall[kind]);
  return recorded?.value as ContractsAnswer;
}

/** A request's parameters, from the query (GET calls) or the JSON body (POST calls). */
async function paramsOf(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  return (await request.clone().json()) as Record<string, unknown>;
}

/**
 * Answers an offer as the platform would: the recorded list with the new offer at its head. Every
 * other action falls through to the recorded answers.
 */
export function offerAnswered(kind: ContractKind, brand: FixtureBrand = 'AURORA') {
  return http.all(contractPaths[kind], async ({ request }) => {
    const params = await paramsOf(request);
    if (params.action !== 'offer') return undefined;
    const list = recordedList(kind, brand);
    const offered: Contract = {
      contractId: 900,
      kind,
      upline: 'agent1',
      downline: String(params.downline),
      rate: Number(params.rate),
      activeMembers: Number(params.activeMembers),
      validBet: Number(params.validBet),
      period: params.period as Contract['period'],
      status: 'offered',
      createdAt: Date.UTC(2025, 5, 4, 9),
      terminationRequestedBy: null,
    };
    return HttpResponse.json({ success: true, value: { ...list, contracts: [offered, ...list.contracts] } });
  });
}

/** Every read of the kind fails, as when the platform is down. */
export function contractsDown(kind: ContractKind) {
  return http.all(contractPaths[kind], () =>
    HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
  );
}

/** The contract page once its contracts have been read. */
export async function contractPage() {
  const panel = await agentCentrePanel();
  const heading = await within(panel).findByRole('heading', { name: 'My terms' }, seedTimeout);
  await expectVisible(heading);
  return within(panel);
}

/** Puts text in a field at once (typing key by key is slow on a loaded machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

/**
 * Offers agent42 terms: first a rate above the agent's own (refused at the field with the cap,
 * nothing typed lost), then `rate`, which is sent and waits in the new contracts.
 */
export async function offerAboveCapThenValid({ cap, rate }: { cap: string; rate: string }) {
  const page = await contractPage();
  const form = within(page.getByRole('form', { name: 'Offer a contract to a downline' }));
  const rateField = form.getByRole('textbox', { name: 'Rate (%)' });
  await fill(form.getByRole('textbox', { name: 'Downline username' }), 'agent42');
  await fill(rateField, '99');
  await fill(form.getByRole('textbox', { name: 'Active members' }), '2');
  await fill(form.getByRole('textbox', { name: 'Valid bet' }), '1,000');
  await userEvent.click(form.getByRole('button', { name: 'Send offer' }));
  await waitFor(() =>
    expect(rateField).toHaveAccessibleDescription(
      new RegExp(`The rate cannot be above your own: at most ${cap.replace('.', '\\.')}%\\.`),
    ),
  );
  await expect(form.getByRole('textbox', { name: 'Downline username' })).toHaveValue('agent42');

  await fill(rateField, rate);
  await userEvent.click(form.getByRole('button', { name: 'Send offer' }));
  await expect(await page.findByRole('status', {}, seedTimeout)).toHaveTextContent(
    `Offer of ${rate}% sent to agent42. It waits for their answer.`,
  );
  const offers = page.getByRole('region', { name: 'New contracts' });
  // The new offer comes first (agent1 may have offered agent42 another kind's terms before).
  const [offer] = within(offers).getAllByRole('article', { name: 'With agent42 (your downline)' });
  await expect(offer).toHaveTextContent(`${rate}%`);
  await expect(within(offer!).getByRole('button', { name: 'Withdraw offer' })).toBeEnabled();
}

/** A load failure says so, with a Retry. */
export async function expectLoadFailed() {
  const panel = await agentCentrePanel();
  const alert = await within(panel).findByRole('alert', {}, seedTimeout);
  await expect(within(alert).getByText('The contracts could not be loaded.')).toBeVisible();
  await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
}

/**
 * A contract page's three stories: AURORA offering (a rate above `cap` refused, `rate` sent), the
 * second brand with the kind on, from the recorded sandbox (agent1's own terms read `own`, then
 * `brandRate` sent), and a load failure.
 */
export function contractStories(
  kind: ContractKind,
  {
    cap,
    rate,
    brand,
    brandRate,
    own,
  }: { cap: string; rate: string; brand: FixtureBrand; brandRate: string; own: string },
) {
  return {
    aurora: {
      globals: { brand: 'aurora' },
      parameters: { msw: [offerAnswered(kind), ...platformHandlers] },
      play: () => offerAboveCapThenValid({ cap, rate }),
    },
    secondBrand: {
      globals: { brand: brand.toLowerCase() },
      parameters: { msw: [offerAnswered(kind, brand), ...platformHandlers] },
      play: async () => {
        const page = await contractPage();
        await expect(page.getByRole('region', { name: 'My terms' })).toHaveTextContent(own);
        await offerAboveCapThenValid({ cap, rate: brandRate });
      },
    },
    loadFailed: {
      name: 'Load failed',
      globals: { brand: 'aurora' },
      parameters: { msw: [contractsDown(kind), ...platformHandlers] },
      play: expectLoadFailed,
    },
  };
}

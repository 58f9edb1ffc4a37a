import { z } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  count,
  countInput,
  html,
  id,
  money,
  nonEmpty,
  none,
  optionalImageUrl,
  pageRequest,
  paged,
  text,
  timestamp,
} from '../schemas.ts';

const messageFields = {
  id,
  title: text,
  /** deposit-credited, withdrawal-approved, withdrawal-rejected, deposit-failed, welcome, or a notice. */
  template: z._default(text, 'notice'),
  read: z.boolean(),
  createTime: timestamp,
};

/**
 * A message as the inbox lists it: no HTML body, only a short plain-text preview (tags dropped,
 * scripts and styles with their content), to be shown as text. The body comes with messageDetail.
 */
export const messageSummary = z.looseObject({ ...messageFields, preview: text });

/** A whole message: its body is HTML from the back office, which the site sanitises before rendering. */
export const message = z.looseObject({ ...messageFields, content: html });

const messageIds = z.looseObject({ ids: z.array(id).check(z.minLength(1), z.maxLength(100)) });
/** What every inbox change answers, so the header's count updates at once. */
const unreadAfter = { unread: count };

const pointReward = z.looseObject({
  id,
  name: text,
  imageUrl: optionalImageUrl,
  pointsRequired: count,
  /** Turnover the member must have made to redeem it, if any. */
  amountRequired: z._default(money, 0),
  redeemAmount: money,
  stock: count,
});

const passwordChecked = { password: nonEmpty };

export const inboxPointsEndpoints = {
  unreadCount: endpoint({
    name: 'unreadCount',
    path: '/wps/relay/CSP_unreadCount',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: count,
  }),
  messages: endpoint({
    name: 'messages',
    path: '/wps/relay/CSP_messageList',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ ...pageRequest }),
    response: paged(messageSummary),
  }),
  /** One message with its HTML body. Reading it changes nothing: opening one marks it with markMessagesRead. */
  messageDetail: endpoint({
    name: 'messageDetail',
    path: '/wps/relay/CSP_messageDetail',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ id }),
    response: message,
  }),
  /** Marks the member's own messages among `ids` read; refused when none of them is theirs. */
  markMessagesRead: endpoint({
    name: 'markMessagesRead',
    path: '/wps/relay/CSP_readMessage',
    method: 'POST',
    token: true,
    encrypted: false,
    request: messageIds,
    response: z.looseObject(unreadAfter),
  }),
  markAllMessagesRead: endpoint({
    name: 'markAllMessagesRead',
    path: '/wps/relay/CSP_readAllMessage',
    method: 'POST',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject(unreadAfter),
  }),
  /** Deletes the member's own messages among `ids` (others are left alone); refused when none is theirs. */
  deleteMessages: endpoint({
    name: 'deleteMessages',
    path: '/wps/relay/CSP_deleteMessage',
    method: 'POST',
    token: true,
    encrypted: false,
    request: messageIds,
    response: z.looseObject({ deleted: count, ...unreadAfter }),
  }),
  pointBalance: endpoint({
    name: 'pointBalance',
    path: '/wps/relay/MCS2_getPointBalance',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({ points: count, ratio: z.number() }),
  }),
  pointRewards: endpoint({
    name: 'pointRewards',
    path: '/wps/relay/MCS2_getPointReward',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.array(pointReward),
  }),
  redeemPointReward: endpoint({
    name: 'redeemPointReward',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    method: 'POST',
    token: true,
    encrypted: true,
    request: z.looseObject({ rewardId: id, quantity: countInput, ...passwordChecked }),
    response: z.looseObject({ referenceNo: nonEmpty, points: count }),
  }),
  redeemRecords: endpoint({
    name: 'redeemRecords',
    path: '/wps/relay/MCS2_getRedeemPointList',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ ...pageRequest }),
    response: paged(
      z.looseObject({
        referenceNo: text,
        appliedAt: timestamp,
        type: text,
        name: text,
        quantity: count,
        points: count,
        /** processing, approved, rejected. */
        status: text,
      }),
    ),
  }),
  pointConfig: endpoint({
    name: 'pointConfig',
    path: '/wps/relay/MCS2_getPointConfig',
    method: 'GET',
    token: true,
    encrypted: false,
    request: none,
    response: z.looseObject({
      /** Points per unit of currency when converting. */
      ratio: z.number(),
      minConvert: count,
      rules: html,
      exchangeRates: z.array(z.looseObject({ level: text, points: count, amount: money })),
    }),
  }),
  pointTransactions: endpoint({
    name: 'pointTransactions',
    path: '/wps/relay/ODSFE2_MemTransDet',
    method: 'GET',
    token: true,
    encrypted: false,
    request: z.looseObject({ ...pageRequest }),
    response: paged(
      z.looseObject({ time: timestamp, changedPoints: z.number(), pointsBalance: count, remark: z._default(text, '') }),
    ),
  }),
  convertPoints: endpoint({
    name: 'convertPoints',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    method: 'POST',
    token: true,
    encrypted: true,
    request: z.looseObject({ points: countInput, ...passwordChecked }),
    response: z.looseObject({ points: count, amount: money, sumBalance: money }),
  }),
};

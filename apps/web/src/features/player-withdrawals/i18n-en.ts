// English labels of players' withdrawal requests; the Chinese ones, the default, are in i18n.ts.

export const en = {
  tabs: {
    inShop: 'In this shop',
    partner: 'Through partner shops',
    partnerEmpty: 'No withdrawals through partner shops',
    partnerHint:
      "A player's balance is held only by their own shop, which answers their withdrawals under “In this shop”; money between partner shops moves through the cooperation balance.",
  },
  requests: {
    history: 'History',
    empty: 'No withdrawal requests',
    reject: 'Refuse',
    agree: 'Agree',
    agreeConfirm: 'Agree to the withdrawal request of ({{name}})?',
    agreeHint: 'Agreeing means you have paid the player ¥{{money}} ({{method}})',
    rejectTitle: 'Refuse the request of {{name}}',
    rejectPlaceholder: 'Give the reason for refusing, to avoid disputes',
    reasonRequired: 'Give the reason for refusing',
    arrived: 'New withdrawal request',
  },
  card: {
    name: '{{name}} (ID:{{id}})',
    user: 'Player',
    account: '{{method}} account',
    contact: 'Contact',
    realName: 'Real name',
    applied: 'Requested',
    handled: 'Handled',
    reason: 'Reason',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy; long-press to select',
    history: 'History of {{name}}’s withdrawal of ¥{{money}}',
  },
  history: {
    settled: 'Paid',
    rejected: 'Refused',
    state: 'Choose the state',
    dates: 'Choose dates',
    empty: 'Nothing here',
  },
};

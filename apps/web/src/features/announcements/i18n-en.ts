// English labels of 公告设置; the Chinese ones, the default, are in i18n.ts.

export const en = {
  kind: { scroll: 'Scrolling', popup: 'Pop-up' },
  list: {
    tip: 'Your players see a notice on their home page as soon as it is published',
    empty: 'No notices published yet',
    time: 'Published {{time}}',
    cancelled: '(scrolling notice taken down)',
  },
  compose: {
    title: 'Publish a notice',
    explain: {
      scroll:
        'Scrolling notice: one line that scrolls across the players’ home page; only the newest shows. Publish it empty to take the current one down.',
      popup:
        'Pop-up notice: several lines that pop up when players open their home page, a strong reminder; earlier ones stay in the history.',
    },
    placeholder: {
      scroll: 'Text of the scrolling notice (empty takes it down)',
      popup: 'Text of the pop-up notice',
    },
    popupEmpty: 'A pop-up notice cannot be empty: enter its text',
    cancelConfirm: 'The text is empty: publishing takes the current scrolling notice down. Go ahead?',
    close: 'Cancel',
    submit: 'Publish',
  },
};

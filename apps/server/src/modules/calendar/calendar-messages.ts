import { defineMessages } from '../../core/i18n.ts';

// What the calendar says to players (through orders) and to the platform, in both languages. Each refusal of a bet
// starts with the field it is about, as the bet's other refusals do.

export const M = defineMessages({
  calUnknownGame: { zh: 'game_id：没有彩种 {code}', en: 'game_id: there is no game {code}' },
  calGameOff: {
    zh: 'game_id：本店暂未开售{game}',
    en: 'game_id: this shop does not sell {game} at the moment',
  },
  calNotSports: {
    zh: 'game_id：{game}不是竞技彩，没有比赛可选',
    en: 'game_id: {game} is not a sports game and has no matches',
  },
  calUnknownIssue: { zh: 'issue：{game}没有第 {issue} 期', en: 'issue: {game} has no issue {issue}' },
  calIssueSuspended: {
    zh: 'issue：{game}第 {issue} 期暂停销售',
    en: 'issue: sales of {game} issue {issue} are suspended',
  },
  calIssueDrawn: { zh: 'issue：{game}第 {issue} 期已开奖', en: 'issue: {game} issue {issue} has been drawn' },
  calIssueClosed: {
    zh: 'issue：{game}第 {issue} 期已于 {time} 截止销售',
    en: 'issue: sales of {game} issue {issue} closed at {time}',
  },
  calIssuePresale: {
    zh: 'issue：{game}第 {issue} 期尚未开售，{time} 开售',
    en: 'issue: {game} issue {issue} is not on sale yet; sales open at {time}',
  },
  calNoIssueNext: {
    zh: 'issue：{game}当前没有在售的期，第 {issue} 期 {time} 开售',
    en: 'issue: no {game} issue is on sale now; issue {issue} opens at {time}',
  },
  calNoIssue: { zh: 'issue：{game}当前没有在售的期', en: 'issue: no {game} issue is on sale now' },
  calNoMatches: { zh: 'content.Content：请选择比赛', en: 'content.Content: choose at least one match' },
  calMatchUnknown: {
    zh: '{field}：比赛 {matchId} 不是{game}的比赛',
    en: '{field}: match {matchId} is not a {game} match',
  },
  calMatchResult: {
    zh: '{field}：比赛 {matchId}（{code}）已有赛果，停止销售',
    en: '{field}: match {matchId} ({code}) has a result and is off sale',
  },
  calMatchSuspended: {
    zh: '{field}：比赛 {matchId}（{code}）暂停销售',
    en: '{field}: sales of match {matchId} ({code}) are suspended',
  },
  calMatchClosed: {
    zh: '{field}：比赛 {matchId}（{code}）已于 {time} 截止销售',
    en: '{field}: sales of match {matchId} ({code}) closed at {time}',
  },
  calMatchOtherRound: {
    zh: '{field}：比赛 {matchId} 属于第 {round} 期，与第 1 场比赛（第 {first} 期）不是同一期',
    en: '{field}: match {matchId} belongs to issue {round}, not to issue {first} of the first match',
  },
  calWholeRound: {
    zh: 'content.Content：{game}须投注第 {round} 期的全部 14 场比赛（本注 {count} 场）',
    en: 'content.Content: a {game} bet takes all 14 matches of issue {round} ({count} given)',
  },
  calIssueNotRound: {
    zh: 'issue：所选比赛属于第 {round} 期，不是第 {issue} 期',
    en: 'issue: the matches belong to issue {round}, not {issue}',
  },
  calNoIssueForJingcai: {
    zh: 'issue：{game}按场次销售，没有期号，请不要填写',
    en: 'issue: {game} is sold by match and has no issue; leave it out',
  },
  calAdvanceBelowMin: {
    zh: 'minutes：{game}的提前截止时间不能少于平台规定的 {min} 分钟',
    en: 'minutes: the advance for {game} cannot be less than the platform minimum of {min} minutes',
  },
  calAdvanceRange: {
    zh: 'minutes：提前截止时间应为 0–{max} 的整数（分钟）',
    en: 'minutes: the advance must be a whole number of minutes from 0 to {max}',
  },
  calNotNumberGame: {
    zh: 'game：{code} 不是数字彩（可选：{allowed}）',
    en: 'game: {code} is not a number game (one of {allowed})',
  },
  calIssueExists: { zh: '{game}第 {issue} 期已存在', en: '{game} issue {issue} already exists' },
  calIssueFormat: {
    zh: 'issue：{game}的期号应为 {format}（开奖年份 + 3 位序号，如 {example}）',
    en: 'issue: {game} issues are {format} (the draw’s year and a 3-digit number, e.g. {example})',
  },
  calTimesOrder: {
    zh: '时间顺序不对：应为 开售 < 截止 ≤ 开奖（开售 {open}，截止 {close}，开奖 {draw}）',
    en: 'The times are out of order: open < close ≤ draw is needed (open {open}, close {close}, draw {draw})',
  },
  calMoveDrawn: {
    zh: '{game}第 {issue} 期已开奖，不能再调整时间',
    en: '{game} issue {issue} has been drawn; its times can no longer change',
  },
  calScheduleTimes: {
    zh: '截止时间 {close} 不能晚于开奖时间 {draw}',
    en: 'The sales close {close} cannot be after the draw {draw}',
  },
  calNoSchedule: { zh: '{game}没有开奖时间表', en: '{game} has no draw schedule' },
  calUnknownFixture: { zh: '{game}没有比赛 {matchId}', en: '{game} has no match {matchId}' },
  calFeedUnreadable: {
    zh: '无法读取赛程文件 {path}：{reason}',
    en: 'Cannot read the fixture file {path}: {reason}',
  },
  calFixtureFile: {
    zh: '赛程文件有 {count} 处错误，未导入任何比赛：\n{problems}',
    en: 'The fixture file has {count} problem(s); nothing was imported:\n{problems}',
  },
  calRoundSize: {
    zh: '胜负彩第 {round} 期应有位置 1–14 的 14 场比赛，导入后为 {count} 场（位置 {codes}），未导入任何比赛',
    en: '胜负彩 issue {round} needs 14 matches at positions 1–14; after this import it would have {count} (positions {codes}); nothing was imported',
  },
});

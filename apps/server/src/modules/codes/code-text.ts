/** What the person reads, by SMS or in the mail. */
export const codeText = (code: string) => `【店主助手】验证码 ${code}，10 分钟内有效。如非本人操作，请忽略。`;

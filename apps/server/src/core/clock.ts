/** The server's clock in unix seconds: the wire's time unit, and what every expiry is compared with. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The same clock in milliseconds, for what lives shorter than a second (kept answers, session memory). */
export const nowMs = () => Date.now();

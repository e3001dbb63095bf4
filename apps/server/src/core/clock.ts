/** The server's clock in unix seconds: the wire's time unit, and what every expiry is compared with. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

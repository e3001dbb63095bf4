import type { ShopShareInfo } from '@dzzs/shared';

// The 店铺推广 poster, drawn on a canvas: the shop's avatar and name, a QR code of its invite link (the qrcode
// library, loaded with the poster), the code in letters for those who type it, and a line of invitation.

export const POSTER = { width: 600, height: 900 } as const;

/**
 * The link a player opens to sign up with the shop's code: the player app's 注册, served by the same server under
 * player/ beside this app (docs/player-app.md).
 */
export const inviteLink = (code: string) =>
  new URL(
    `player/#/register?code=${encodeURIComponent(code)}`,
    new URL('./', window.location.href),
  ).toString();

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    if (!src) return resolve(null);
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

export async function drawPoster(
  canvas: HTMLCanvasElement,
  shop: ShopShareInfo,
  words: { scan: string; code: string },
): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  canvas.width = POSTER.width;
  canvas.height = POSTER.height;
  const bg = ctx.createLinearGradient(0, 0, 0, POSTER.height);
  bg.addColorStop(0, '#ffb400');
  bg.addColorStop(1, '#ff6a00');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, POSTER.width, POSTER.height);

  const cx = POSTER.width / 2;
  const avatar = await loadImage(shop.avatar);
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, 150, 70, 0, Math.PI * 2);
  ctx.fillStyle = '#fff';
  ctx.fill();
  ctx.clip();
  if (avatar) ctx.drawImage(avatar, cx - 70, 80, 140, 140);
  else {
    ctx.fillStyle = '#ff8a00';
    ctx.font = 'bold 64px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(shop.nickname.slice(0, 1), cx, 152);
  }
  ctx.restore();

  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = 'bold 40px sans-serif';
  ctx.fillText(shop.nickname, cx, 280, POSTER.width - 60);

  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.roundRect(100, 330, 400, 460, 24);
  ctx.fill();
  const qr = await loadImage(await QRCode.toDataURL(inviteLink(shop.invite_code), { width: 340, margin: 1 }));
  if (qr) ctx.drawImage(qr, 130, 350, 340, 340);
  ctx.fillStyle = '#333';
  ctx.font = '26px sans-serif';
  ctx.fillText(words.code, cx, 730);
  ctx.fillStyle = '#999';
  ctx.font = '22px sans-serif';
  ctx.fillText(words.scan, cx, 770);
}

/** Saves the canvas as a PNG file. */
export function savePng(canvas: HTMLCanvasElement, name: string): Promise<void> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => {
      if (!blob) return reject(new Error('no png'));
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      resolve();
    }, 'image/png'),
  );
}

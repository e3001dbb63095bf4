import type { Page } from '@playwright/test';

/**
 * A phone-camera-sized photo of a lottery ticket (1600×1200 JPEG), drawn by the page's own canvas at test time: the
 * upload goes through what a real photo goes through (size, type sniffing, thumbnail scaling) and the screenshots
 * show a thumbnail, with no binary file kept in the repository. The picture is the same on every run.
 */
export async function ticketPhoto(page: Page, lines: readonly string[]): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const g = canvas.getContext('2d')!;
    // A fixed pseudo-random sequence (Park–Miller), so the barcode and the grain do not change between runs. It is
    // spelled inline: a named helper here would be renamed by the TypeScript loader into a call the page lacks.
    const M = 2147483647;
    let seed = 20260330;

    const table = g.createLinearGradient(0, 0, 1600, 1200);
    table.addColorStop(0, '#8a5a33');
    table.addColorStop(1, '#4e321b');
    g.fillStyle = table;
    g.fillRect(0, 0, 1600, 1200);

    g.save();
    g.translate(800, 600);
    g.rotate(-0.04);
    g.shadowColor = 'rgba(0, 0, 0, 0.45)';
    g.shadowBlur = 40;
    g.shadowOffsetY = 16;
    const paper = g.createLinearGradient(-560, -420, 560, 420);
    paper.addColorStop(0, '#fffdf6');
    paper.addColorStop(1, '#e9e2d0');
    g.fillStyle = paper;
    g.fillRect(-560, -420, 1120, 840);
    g.shadowColor = 'transparent';
    g.fillStyle = '#c8102e';
    g.fillRect(-560, -420, 1120, 120);
    g.fillStyle = '#ffffff';
    g.font = 'bold 60px sans-serif';
    g.fillText('中国福利彩票', -510, -340);
    g.fillStyle = '#222222';
    g.font = '44px monospace';
    text.forEach((line, i) => g.fillText(line, -510, -220 + i * 70));
    for (let x = -510; x < 510; x += 7) {
      seed = (seed * 16807) % M;
      if (seed / M > 0.4) g.fillRect(x, 250, 2 + (seed % 5), 110);
    }
    g.restore();

    // The grain a phone camera leaves, which also gives the JPEG a photo's weight.
    const image = g.getImageData(0, 0, 1600, 1200);
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 16807) % M;
      const grain = (seed / M - 0.5) * 14;
      image.data[i] = image.data[i]! + grain;
      image.data[i + 1] = image.data[i + 1]! + grain;
      image.data[i + 2] = image.data[i + 2]! + grain;
    }
    g.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, lines);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * On the shop's order page: a photo of the ticket into 彩票照片 (through the upload endpoint), then waits for the
 * tile to show the thumbnail the server made of it (long edge 360), loaded.
 */
export async function uploadTicketPhoto(page: Page, lines: readonly string[]): Promise<void> {
  const buffer = await ticketPhoto(page, lines);
  await page.getByTestId('photo-input').setInputFiles({ name: 'ticket.jpg', mimeType: 'image/jpeg', buffer });
  await page.waitForFunction(
    () => document.querySelector<HTMLImageElement>('.orders-photo img')?.naturalWidth === 360,
  );
}

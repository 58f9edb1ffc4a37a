import { randomInt } from 'node:crypto';
import { drawDigit, RgbImage } from '../assets/png.ts';
import { TEST_CAPTCHA, type SandboxSettings } from '../settings.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Image captchas: four digits drawn slanted over noise. The answer is kept per visitor (brand and
 * address), for the next login or registration; it can be used once.
 */
export class CaptchaService {
  readonly #answers = new Map<string, { answer: string; expiresAt: number }>();

  constructor(private readonly settings: SandboxSettings) {}

  issue(visitor: string): string {
    const answer = this.settings.testMode ? TEST_CAPTCHA : Array.from({ length: 4 }, () => randomInt(0, 10)).join('');
    this.#answers.set(visitor, { answer, expiresAt: this.settings.now() + CAPTCHA_TTL_MS });
    return render(answer).toString('base64');
  }

  /** True when the answer matches the visitor's last captcha; the captcha is used up either way. */
  check(visitor: string, answer: string | undefined): boolean {
    const issued = this.#answers.get(visitor);
    this.#answers.delete(visitor);
    return Boolean(issued && answer && issued.expiresAt >= this.settings.now() && issued.answer === answer.trim());
  }
}

function render(answer: string): Buffer {
  const image = new RgbImage(120, 44);
  image.fill([244, 244, 240]);
  for (let i = 0; i < 260; i++) {
    const shade = randomInt(150, 220);
    image.set(randomInt(0, 120), randomInt(0, 44), [shade, shade, randomInt(150, 230)]);
  }
  [...answer].forEach((digit, index) => {
    const colour = [randomInt(20, 90), randomInt(20, 90), randomInt(60, 140)] as const;
    drawDigit(image, Number(digit), 10 + index * 27, randomInt(4, 12), 4, randomInt(-2, 2) / 10, colour);
  });
  for (let line = 0; line < 3; line++) {
    let y = randomInt(5, 40);
    for (let x = 0; x < 120; x++) {
      y = Math.min(43, Math.max(0, y + randomInt(-1, 2) * 0.5));
      image.set(x, y, [120, 120, 150]);
    }
  }
  return image.toPng();
}

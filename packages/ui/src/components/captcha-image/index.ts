export { CaptchaImage, captchaImageVariants, toCaptchaSrc, type CaptchaImageProps } from './captcha-image.tsx';

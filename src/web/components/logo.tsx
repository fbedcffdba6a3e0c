import { Image } from '@mantine/core';
import logoUrl from '../assets/logo.svg';

const ASPECT = 80 / 300;

/** The bizmatch logo (mark and word). `alt` is required: pass "" only where a text label sits beside it. */
export function Logo({ width, alt }: { width: number; alt: string }) {
  return <Image src={logoUrl} alt={alt} w={width} h={Math.round(width * ASPECT)} fit="contain" />;
}

export {
  Accordion,
  AccordionContent,
  AccordionItem,
  accordionItemVariants,
  AccordionTrigger,
  type AccordionProps,
  type AccordionTriggerProps,
} from './accordion.tsx';

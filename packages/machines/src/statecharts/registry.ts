import type { AnyStateMachine } from 'xstate';
import { accordionMachine } from '../accordion/accordion.machine.js';
import { applicationJourneyMachine } from '../application-journey/application-journey.machine.js';
import { blogFormMachine } from '../blog-form/blog-form.machine.js';
import { carouselMachine } from '../carousel/carousel.machine.js';
import { chatbotMachine } from '../chatbot/chatbot.machine.js';
import { cityModalMachine } from '../city-modal/city-modal.machine.js';
import { consentMachine } from '../consent/consent.machine.js';
import { contactMachine } from '../contact/contact.machine.js';
import { journeyStartMachine } from '../journey-start/journey-start.machine.js';
import { loginMachine } from '../login/login.machine.js';
import { otpMachine } from '../otp/otp.machine.js';
import { newCarMachine } from '../new-car/new-car.machine.js';
import { paginationMachine } from '../pagination/pagination.machine.js';
import { refinanceCardMachine } from '../refinance-card/refinance-card.machine.js';
import { sessionMachine } from '../session/session.machine.js';
import { shareMachine } from '../share/share.machine.js';
import { voucherMachine } from '../voucher/voucher.machine.js';

/** Every machine with the folder (under src/) whose README shows its statechart. */
export const statechartRegistry: ReadonlyArray<{ readonly folder: string; readonly machine: AnyStateMachine }> = [
  { folder: 'otp', machine: otpMachine },
  { folder: 'login', machine: loginMachine },
  { folder: 'session', machine: sessionMachine },
  { folder: 'consent', machine: consentMachine },
  { folder: 'chatbot', machine: chatbotMachine },
  { folder: 'contact', machine: contactMachine },
  { folder: 'new-car', machine: newCarMachine },
  { folder: 'journey-start', machine: journeyStartMachine },
  { folder: 'application-journey', machine: applicationJourneyMachine },
  { folder: 'blog-form', machine: blogFormMachine },
  { folder: 'carousel', machine: carouselMachine },
  { folder: 'accordion', machine: accordionMachine },
  { folder: 'pagination', machine: paginationMachine },
  { folder: 'voucher', machine: voucherMachine },
  { folder: 'share', machine: shareMachine },
  { folder: 'city-modal', machine: cityModalMachine },
  { folder: 'refinance-card', machine: refinanceCardMachine },
];

// Public API of @rinn/machines: each machine with its types and connect, grouped by machine.

export { ActorNotProvidedError } from './shared/not-provided.js';
export type { Send } from './shared/connect.js';
export {
  neutralProps,
  type AriaProps,
  type ButtonProps,
  type Cancelable,
  type ElementProps,
  type FocusChange,
  type InputProps,
  type KeyPress,
  type ListboxProps,
  type NeutralPropTypes,
  type NormalizeProps,
  type OptionProps,
  type PointerPress,
  type PropTypes,
  type RegionProps,
} from './shared/prop-types.js';
export { numericInputProps, type NumericInputOptions, type NumericInputProps } from './shared/numeric-input.js';
export type { ShownMessage } from './shared/shown-message.js';
export { CHAT_TEXTS, CHAT_TEXTS_HI, CHAT_TEXT_CATALOGUES, CITY_MODAL_TITLE, FAQ_ALL_TAB, type ChatTextCode } from './messages.js';
export { toMermaidStatechart } from './statecharts/mermaid.js';

export { otpMachine, createOtpMachine, canSubmitOtp } from './otp/otp.machine.js';
export type { OtpContext, OtpEvent, OtpInput, OtpOutcome, OtpReport, OtpSendRequest, OtpSent, OtpSubject, OtpVerifyRequest } from './otp/otp.types.js';

export { loginMachine, loginOtpMachine, canContinue, canGetOtp, resendCountdownLabel } from './login/login.machine.js';
export { connectLogin, type LoginApi, type LoginStep, type LoginButtonProps } from './login/login.connect.js';
export type { LoginContext, LoginEvent, LoginInput } from './login/login.types.js';

export { sessionMachine, SESSION_REDIRECTS } from './session/session.machine.js';
export { connectSession, usableAccessToken, type SessionApi } from './session/session.connect.js';
export { LinkExpiredError } from './session/session.types.js';
export type {
  AuthSession,
  AutoLoginRequest,
  NavigationTarget,
  RefreshedToken,
  RefreshRequest,
  SessionContext,
  SessionEvent,
  SessionUser,
  TokenCheckRequest,
  TokenCheckResult,
} from './session/session.types.js';

export { consentMachine, consentOtpMachine, CKYC_NO_RECORD } from './consent/consent.machine.js';
export { connectConsent, type ConsentApi, type ConsentScreen } from './consent/consent.connect.js';
export type {
  CkycQuery,
  CkycStatus,
  ConsentContext,
  ConsentDecision,
  ConsentEvent,
  ConsentInput,
  ConsentOtpSent,
  ConsentOtpStatus,
  ConsentOtpVerified,
  ConsentSubmission,
  ConsentSubmitted,
} from './consent/consent.types.js';

export { chatbotMachine, chatOtpMachine, canSubmitDetails, chatDetailsError } from './chatbot/chatbot.machine.js';
export { connectChatbot, type ChatbotApi, type ChatbotView, type ChatPrompt } from './chatbot/chatbot.connect.js';
export type {
  ChatAnswerEvent,
  ChatbotContext,
  ChatbotEvent,
  ChatbotInput,
  ChatDetailsField,
  ChatEnded,
  ChatEnding,
  ChatFeedback,
  ChatLead,
  ChatLeadRequest,
  ChatMessage,
  ChatOtpResult,
  ChatQuestion,
  ChatTranscript,
} from './chatbot/chatbot.types.js';

export { contactMachine, contactOtpMachine, contactFieldError } from './contact/contact.machine.js';
export { connectContact, type ContactApi, type ContactFieldApi } from './contact/contact.connect.js';
export type {
  ContactContext,
  ContactEvent,
  ContactField,
  ContactMessage,
  ContactOtpResult,
  ContactTicket,
  ContactTextField,
} from './contact/contact.types.js';

export { newCarMachine } from './new-car/new-car.machine.js';
export { connectNewCar, type NewCarApi, type NewCarFieldApi } from './new-car/new-car.connect.js';
export { matchOptions, typeaheadQuery } from './new-car/typeahead.js';
export type {
  CarPrice,
  CitiesAndBrands,
  DropdownOption,
  NewCarContext,
  NewCarEvent,
  NewCarField,
  PriceQuery,
} from './new-car/new-car.types.js';

export { journeyStartMachine } from './journey-start/journey-start.machine.js';
export { connectJourneyStart, type JourneyStartButtonApi } from './journey-start/journey-start.connect.js';
export type {
  JourneyStartButtonContext,
  JourneyStartButtonEvent,
  JourneyStartButtonInput,
} from './journey-start/journey-start.types.js';

export {
  applicationJourneyMachine,
  backTarget,
  isOfferedWayForward,
  isSignedInForJourney,
  resumeIndex,
  DASHBOARD_PATH,
} from './application-journey/application-journey.machine.js';
export {
  connectApplicationJourney,
  type ApplicationJourneyApi,
  type JourneyButtonProps,
  type JourneyCheckProps,
  type JourneyFieldProps,
  type JourneyScreen,
} from './application-journey/application-journey.connect.js';
export type {
  ApplicationJourneyContext,
  ApplicationJourneyEvent,
  ApplicationJourneyInput,
  ApplicationRequest,
  CreatedApplication,
  DraftQuery,
  JourneyDraft,
  JourneyOffers,
  KfsRequest,
  OffersQuery,
  StepSave,
  StepSaved,
} from './application-journey/application-journey.types.js';

export { blogFormMachine } from './blog-form/blog-form.machine.js';
export { connectBlogForm, type BlogFormApi } from './blog-form/blog-form.connect.js';
export type { BlogFormContext, BlogFormEvent, BlogFormInput } from './blog-form/blog-form.types.js';

export { carouselMachine } from './carousel/carousel.machine.js';
export { carouselViewBeforeStart, initialCarouselContext, lastIndex, type CarouselState, type CarouselView } from './carousel/carousel.view.js';
export { connectCarousel, type CarouselApi } from './carousel/carousel.connect.js';
export type { Breakpoint, CarouselContext, CarouselEvent, CarouselInput, VisibleCounts } from './carousel/carousel.types.js';

export { accordionMachine, faqTabs, itemsOfTab } from './accordion/accordion.machine.js';
export { connectAccordion, type AccordionApi } from './accordion/accordion.connect.js';
export type { AccordionContext, AccordionEvent, AccordionInput, AccordionItem } from './accordion/accordion.types.js';

export { paginationMachine } from './pagination/pagination.machine.js';
export { connectPagination, type PaginationApi } from './pagination/pagination.connect.js';
export type { PaginationContext, PaginationEvent, PaginationInput } from './pagination/pagination.types.js';

export { voucherMachine } from './voucher/voucher.machine.js';
export { connectVoucher, type VoucherApi } from './voucher/voucher.connect.js';
export type { VoucherEvent, VoucherFace } from './voucher/voucher.types.js';

export { shareMachine } from './share/share.machine.js';
export { connectShare, type ShareApi } from './share/share.connect.js';
export type { ShareContext, ShareEvent, ShareInput, ShareNetwork, ShareTarget } from './share/share.types.js';


export { cityModalMachine } from './city-modal/city-modal.machine.js';
export { connectCityModal, type CityModalApi } from './city-modal/city-modal.connect.js';
export type { CityModalEvent } from './city-modal/city-modal.types.js';

export { refinanceCardMachine } from './refinance-card/refinance-card.machine.js';
export { connectRefinanceCard, type RefinanceCardApi } from './refinance-card/refinance-card.connect.js';
export type { RefinanceCardEvent } from './refinance-card/refinance-card.types.js';

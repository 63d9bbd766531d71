import type { CityProfile } from '../schemas.js';
import { CITY_NAMES, CITY_NAMES_HI, type CitySlug } from './city-list.js';

type Facts = Omit<CityProfile, 'name' | 'slug' | 'imgUrl'>;

/** The facts a Hindi page is written from: the same registration series, in Hindi otherwise. */
type FactsHi = Omit<Facts, 'rtoCodes'>;

// Each city gets facts only it has, so no two city pages read alike.
const FACTS: Readonly<Record<CitySlug, Facts>> = {
  ahmedabad: {
    state: 'Gujarat',
    rtoCodes: ['GJ-01'],
    economy: 'Once called the Manchester of the East for its textile mills, Ahmedabad now also runs on chemicals, pharmaceuticals and a large diamond and trading community.',
    localNote: 'The BRTS corridors and the SG Highway carry most of the city’s daily car traffic, and the Sabarmati Riverfront has become its weekend drive.',
  },
  bangalore: {
    state: 'Karnataka',
    rtoCodes: ['KA-01', 'KA-03', 'KA-05'],
    economy: 'India’s technology capital: software services, start-ups and aerospace firms employ a large salaried workforce with steady monthly pay.',
    localNote: 'Commutes along the Outer Ring Road and to Electronic City are long, which is why so many Bangaloreans depend on a car or a scooter of their own.',
  },
  bhubaneswar: {
    state: 'Odisha',
    rtoCodes: ['OD-02'],
    economy: 'The capital of Odisha, it has grown from a government town into an IT and education centre, with mining and steel money from the rest of the state flowing through it.',
    localNote: 'Known as the Temple City for the Lingaraj and hundreds of older shrines, it is also one of India’s first Smart City mission winners.',
  },
  chandigarh: {
    state: 'Chandigarh (Union Territory)',
    rtoCodes: ['CH-01'],
    economy: 'A planned city designed by Le Corbusier that serves as the capital of both Punjab and Haryana, with a large share of government, banking and services employees.',
    localNote: 'Its numbered sectors and wide roundabout-lined roads give it one of the highest car ownership rates of any Indian city.',
  },
  chennai: {
    state: 'Tamil Nadu',
    rtoCodes: ['TN-01', 'TN-09'],
    economy: 'Often called the Detroit of India, Chennai and its Sriperumbudur and Oragadam belts build a large share of the country’s cars, alongside IT parks on the OMR.',
    localNote: 'The annual north-east monsoon floods low-lying roads, so many owners here weigh flood damage cover carefully when they insure a car.',
  },
  coimbatore: {
    state: 'Tamil Nadu',
    rtoCodes: ['TN-37', 'TN-38'],
    economy: 'The Manchester of South India: textile mills, wet-grinder makers and one of the country’s biggest clusters of pump and motor manufacturers.',
    localNote: 'Small and medium manufacturers make up much of the city, so many borrowers here are self-employed with business income.',
  },
  'new-delhi': {
    state: 'Delhi (National Capital Territory)',
    rtoCodes: ['DL-1', 'DL-3', 'DL-9'],
    economy: 'The seat of the central government and a services economy of ministries, trade, retail and professional firms spread across the national capital region.',
    localNote: 'Delhi limits how long diesel and petrol vehicles may ply (10 and 15 years), which matters when you buy or refinance an older car here.',
  },
  guwahati: {
    state: 'Assam',
    rtoCodes: ['AS-01'],
    economy: 'The gateway to the North-East, it trades tea, oil and goods for the whole region from its position on the Brahmaputra.',
    localNote: 'Hilly roads and heavy monsoon rains make ground clearance and good tyres worth having on any car or two-wheeler here.',
  },
  hyderabad: {
    state: 'Telangana',
    rtoCodes: ['TG-09', 'TG-10'],
    economy: 'HITEC City’s software campuses and Genome Valley’s pharmaceutical and vaccine makers give Hyderabad a large salaried workforce.',
    localNote: 'Telangana moved new registrations from the TS series to TG in 2024, so older cars here still carry TS plates.',
  },
  indore: {
    state: 'Madhya Pradesh',
    rtoCodes: ['MP-09'],
    economy: 'The commercial capital of Madhya Pradesh, with wholesale trade, the Pithampur auto and pharmaceutical cluster nearby and a growing IT sector.',
    localNote: 'Indore has topped the Swachh Survekshan cleanliness ranking year after year, and its Rajwada and Sarafa markets draw traders from across the state.',
  },
  jodhpur: {
    state: 'Rajasthan',
    rtoCodes: ['RJ-19'],
    economy: 'The Blue City exports handicrafts and wooden furniture worldwide and trades in guar gum grown across the Thar desert.',
    localNote: 'Long highway drives across western Rajasthan make fuel efficiency and air-conditioning priorities when people here buy a car.',
  },
  jaipur: {
    state: 'Rajasthan',
    rtoCodes: ['RJ-14'],
    economy: 'The Pink City is the capital of Rajasthan and a global centre for cutting coloured gemstones, with tourism and handicrafts close behind.',
    localNote: 'Many jewellers and traders here are self-employed, so lenders often read bank statements and tax returns rather than salary slips.',
  },
  kochi: {
    state: 'Kerala',
    rtoCodes: ['KL-07'],
    economy: 'Kerala’s commercial capital and port, home to Cochin Shipyard, the spice trade and many families supported by remittances from the Gulf.',
    localNote: 'The Kochi Metro and Water Metro ease some commutes, but the backwater geography still makes a personal vehicle the norm for most households.',
  },
  ludhiana: {
    state: 'Punjab',
    rtoCodes: ['PB-10'],
    economy: 'Punjab’s industrial hub, known for hosiery and woollens and for making most of India’s bicycles and a large share of its auto parts.',
    localNote: 'Family-run factories and traders dominate here, and a business owner may use a loan against a car they own to fund working capital.',
  },
  lucknow: {
    state: 'Uttar Pradesh',
    rtoCodes: ['UP-32'],
    economy: 'The capital of Uttar Pradesh, with a large government workforce, chikankari embroidery, and a growing services and defence-manufacturing base.',
    localNote: 'The Lucknow Metro and the expressways to Agra and Purvanchal have made weekend drives across the state quicker than ever.',
  },
  mysore: {
    state: 'Karnataka',
    rtoCodes: ['KA-09'],
    economy: 'Known for Mysore silk, sandalwood and an IT and manufacturing presence that spills over from Bangalore, about 150 km away.',
    localNote: 'The ten-day Dasara festival, with the lit-up Mysore Palace, is when many families here choose to bring home a new vehicle.',
  },
  mumbai: {
    state: 'Maharashtra',
    rtoCodes: ['MH-01', 'MH-02', 'MH-03'],
    economy: 'India’s financial capital: home to the Reserve Bank of India, the stock exchanges and the headquarters of many banks, insurers and media houses.',
    localNote: 'Parking is scarce and commutes are long, so compact cars, CNG models and scooters dominate Mumbai’s roads.',
  },
  nagpur: {
    state: 'Maharashtra',
    rtoCodes: ['MH-31'],
    economy: 'The Orange City sits at the geographic centre of India, which makes it a logistics hub around the MIHAN special economic zone.',
    localNote: 'Summer temperatures here regularly cross 45 °C, so air-conditioning and cabin cooling come first on many car buyers’ lists.',
  },
  pune: {
    state: 'Maharashtra',
    rtoCodes: ['MH-12', 'MH-14'],
    economy: 'A major car and two-wheeler manufacturing centre in Chakan and Pimpri-Chinchwad, alongside IT parks in Hinjewadi and Kharadi.',
    localNote: 'Pune is known for its sheer number of two-wheelers, and many owners later move up to a first car.',
  },
  surat: {
    state: 'Gujarat',
    rtoCodes: ['GJ-05'],
    economy: 'The world’s largest diamond cutting and polishing centre and a leading maker of synthetic textiles.',
    localNote: 'The Surat Diamond Bourse, opened in 2023, is among the largest office buildings in the world, built to bring the diamond trade under one roof.',
  },
  vadodara: {
    state: 'Gujarat',
    rtoCodes: ['GJ-06'],
    economy: 'A centre of petrochemicals, refining and engineering, built around the Gujarat Refinery at Koyali and the industrial estates of Makarpura.',
    localNote: 'Home to the Laxmi Vilas Palace and the Maharaja Sayajirao University, the city has a large base of salaried engineers and academics.',
  },
  visakhapatnam: {
    state: 'Andhra Pradesh',
    rtoCodes: [],
    economy: 'A port city and the headquarters of the Eastern Naval Command, with the Visakhapatnam Steel Plant, pharmaceutical units and a growing IT presence.',
    localNote: 'The Beach Road along the Bay of Bengal is the city’s favourite drive, and salt air makes rust protection worth checking on any used car.',
  },
  kolkata: {
    state: 'West Bengal',
    rtoCodes: ['WB-01', 'WB-02'],
    economy: 'The commercial capital of eastern India, with the country’s oldest river port, the jute trade and IT hubs in Salt Lake and New Town.',
    localNote: 'Yellow Ambassador taxis once defined its roads; today small cars share them with app cabs, e-rickshaws and scooters.',
  },
  gurugram: {
    state: 'Haryana',
    rtoCodes: ['HR-26'],
    economy: 'Home to Maruti Suzuki’s original car plant and to Cyber City’s multinational offices, it pairs manufacturing with corporate services.',
    localNote: 'Many professionals here commute daily to Delhi along NH-48 and the Dwarka Expressway, so a dependable car is often a household’s first big purchase.',
  },
};

// The same facts in Hindi, written for a Hindi reader rather than word for word.
const FACTS_HI: Readonly<Record<CitySlug, FactsHi>> = {
  ahmedabad: {
    state: 'गुजरात',
    economy: 'कपड़ा मिलों की वजह से कभी “पूरब का मैनचेस्टर” कहलाने वाला अहमदाबाद आज रसायन और दवा उद्योग के साथ-साथ हीरे और व्यापार से जुड़े बड़े समुदाय के दम पर चलता है।',
    localNote: 'शहर का ज़्यादातर रोज़ का कार ट्रैफ़िक बीआरटीएस कॉरिडोर और एसजी हाईवे से गुज़रता है, और साबरमती रिवरफ़्रंट अब वीकेंड की सैर की पसंदीदा जगह है।',
  },
  bangalore: {
    state: 'कर्नाटक',
    economy: 'भारत की टेक्नोलॉजी राजधानी: सॉफ़्टवेयर सेवाएँ, स्टार्ट-अप और एयरोस्पेस कंपनियाँ यहाँ बड़ी संख्या में ऐसे नौकरीपेशा लोगों को काम देती हैं जिनकी तनख़्वाह हर महीने तय समय पर आती है।',
    localNote: 'आउटर रिंग रोड और इलेक्ट्रॉनिक सिटी तक का सफ़र लंबा है, इसलिए बहुत से बेंगलुरुवासी अपनी कार या स्कूटर पर निर्भर रहते हैं।',
  },
  bhubaneswar: {
    state: 'ओडिशा',
    economy: 'ओडिशा की राजधानी, जो एक सरकारी शहर से बढ़कर आईटी और शिक्षा का केंद्र बन गई है; राज्य के खनन और इस्पात उद्योग का पैसा भी यहीं से होकर गुज़रता है।',
    localNote: 'लिंगराज और सैकड़ों पुराने मंदिरों के कारण इसे “मंदिरों का शहर” कहा जाता है, और यह स्मार्ट सिटी मिशन में सबसे पहले चुने गए शहरों में से एक है।',
  },
  chandigarh: {
    state: 'चंडीगढ़ (केंद्र शासित प्रदेश)',
    economy: 'ले कॉर्बूज़िए का बसाया यह योजनाबद्ध शहर पंजाब और हरियाणा दोनों की राजधानी है, और यहाँ सरकारी, बैंकिंग और सेवा क्षेत्र के कर्मचारियों की बड़ी संख्या है।',
    localNote: 'गिनती वाले सेक्टर और गोल चक्करों से भरी चौड़ी सड़कें इसे देश के उन शहरों में रखती हैं जहाँ सबसे ज़्यादा लोगों के पास अपनी कार है।',
  },
  chennai: {
    state: 'तमिलनाडु',
    economy: 'चेन्नई को अक्सर “भारत का डेट्रॉइट” कहा जाता है: यह शहर और श्रीपेरुम्बुदूर व ओरगडम के औद्योगिक इलाक़े देश की बहुत सी कारें बनाते हैं, और ओएमआर पर आईटी पार्क भी हैं।',
    localNote: 'हर साल उत्तर-पूर्वी मानसून निचली सड़कों पर पानी भर देता है, इसलिए यहाँ बहुत से कार मालिक बीमा लेते समय बाढ़ से होने वाले नुक़सान का कवर ध्यान से देखते हैं।',
  },
  coimbatore: {
    state: 'तमिलनाडु',
    economy: 'दक्षिण भारत का मैनचेस्टर: कपड़ा मिलें, वेट-ग्राइंडर बनाने वाले कारख़ाने और देश में पंप व मोटर बनाने वालों के सबसे बड़े समूहों में से एक।',
    localNote: 'शहर का बड़ा हिस्सा छोटे और मझोले उद्योगों का है, इसलिए यहाँ लोन लेने वाले बहुत से लोग कारोबार की आमदनी वाले स्व-रोज़गार लोग हैं।',
  },
  'new-delhi': {
    state: 'दिल्ली (राष्ट्रीय राजधानी क्षेत्र)',
    economy: 'केंद्र सरकार का मुख्यालय, और राजधानी क्षेत्र में फैले मंत्रालयों, व्यापार, खुदरा कारोबार और पेशेवर फ़र्मों पर टिकी सेवा-आधारित अर्थव्यवस्था।',
    localNote: 'दिल्ली में डीज़ल गाड़ियाँ 10 साल और पेट्रोल गाड़ियाँ 15 साल तक ही चल सकती हैं, जो यहाँ पुरानी कार ख़रीदते या उस पर लोन लेते समय मायने रखता है।',
  },
  guwahati: {
    state: 'असम',
    economy: 'पूर्वोत्तर का प्रवेश द्वार, जो ब्रह्मपुत्र के किनारे बसा है और पूरे इलाक़े के लिए चाय, तेल और सामान का व्यापार करता है।',
    localNote: 'पहाड़ी सड़कों और भारी मानसूनी बारिश के कारण यहाँ किसी भी कार या टू-व्हीलर में अच्छा ग्राउंड क्लीयरेंस और अच्छे टायर बहुत काम आते हैं।',
  },
  hyderabad: {
    state: 'तेलंगाना',
    economy: 'हाईटेक सिटी के सॉफ़्टवेयर कैंपस और जीनोम वैली की दवा व वैक्सीन कंपनियों की वजह से हैदराबाद में नौकरीपेशा लोगों की बड़ी संख्या है।',
    localNote: 'तेलंगाना ने 2024 में नए रजिस्ट्रेशन की सीरीज़ TS से बदलकर TG कर दी, इसलिए यहाँ पुरानी कारों पर अब भी TS वाली प्लेट दिखती है।',
  },
  indore: {
    state: 'मध्य प्रदेश',
    economy: 'मध्य प्रदेश की व्यापारिक राजधानी: यहाँ थोक व्यापार है, पास में पीथमपुर का ऑटो और दवा उद्योग है, और आईटी क्षेत्र तेज़ी से बढ़ रहा है।',
    localNote: 'इंदौर स्वच्छ सर्वेक्षण की रैंकिंग में साल-दर-साल सबसे ऊपर रहा है, और इसके राजवाड़ा और सराफ़ा बाज़ार पूरे राज्य के व्यापारियों को खींचते हैं।',
  },
  jodhpur: {
    state: 'राजस्थान',
    economy: '“नीला शहर” जोधपुर दुनिया भर में हस्तशिल्प और लकड़ी का फ़र्नीचर भेजता है, और थार रेगिस्तान में उगने वाले ग्वार गम का व्यापार करता है।',
    localNote: 'पश्चिमी राजस्थान में हाईवे के लंबे सफ़र की वजह से यहाँ कार ख़रीदते समय लोग माइलेज और एयर-कंडीशनिंग को सबसे ऊपर रखते हैं।',
  },
  jaipur: {
    state: 'राजस्थान',
    economy: '“गुलाबी शहर” जयपुर राजस्थान की राजधानी है और रंगीन रत्नों की कटाई का दुनिया का बड़ा केंद्र है; पर्यटन और हस्तशिल्प भी यहाँ की कमाई के बड़े ज़रिये हैं।',
    localNote: 'यहाँ के बहुत से जौहरी और व्यापारी स्व-रोज़गार हैं, इसलिए लेंडर अक्सर सैलरी स्लिप की जगह बैंक स्टेटमेंट और आयकर रिटर्न देखते हैं।',
  },
  kochi: {
    state: 'केरल',
    economy: 'केरल की व्यापारिक राजधानी और बंदरगाह, जहाँ कोचीन शिपयार्ड है, मसालों का व्यापार है और खाड़ी देशों से आने वाली कमाई पर चलने वाले बहुत से परिवार हैं।',
    localNote: 'कोच्चि मेट्रो और वॉटर मेट्रो से कुछ सफ़र आसान हुए हैं, पर बैकवॉटर वाले भूगोल के कारण ज़्यादातर घरों के लिए अपनी गाड़ी अब भी ज़रूरी है।',
  },
  ludhiana: {
    state: 'पंजाब',
    economy: 'पंजाब का औद्योगिक केंद्र, जो होज़री और ऊनी कपड़ों के लिए जाना जाता है और देश की ज़्यादातर साइकिलें और ऑटो पार्ट्स का बड़ा हिस्सा बनाता है।',
    localNote: 'यहाँ परिवारों के चलाए कारख़ानों और व्यापारियों का दबदबा है, और कोई कारोबारी अपनी कार पर लोन लेकर कारोबार के लिए पूँजी जुटा सकता है।',
  },
  lucknow: {
    state: 'उत्तर प्रदेश',
    economy: 'उत्तर प्रदेश की राजधानी, जहाँ सरकारी कर्मचारियों की बड़ी संख्या है, चिकनकारी की कढ़ाई है और सेवा क्षेत्र व रक्षा-उत्पादन का आधार बढ़ रहा है।',
    localNote: 'लखनऊ मेट्रो और आगरा व पूर्वांचल के एक्सप्रेसवे ने पूरे राज्य में वीकेंड के सफ़र को पहले से कहीं तेज़ बना दिया है।',
  },
  mysore: {
    state: 'कर्नाटक',
    economy: 'मैसूर सिल्क और चंदन के लिए मशहूर, और लगभग 150 किलोमीटर दूर बेंगलुरु से फैलते आईटी और उत्पादन उद्योग की मौजूदगी वाला शहर।',
    localNote: 'दस दिन के दशहरा उत्सव में, जब मैसूर पैलेस रोशनी से जगमगाता है, यहाँ के बहुत से परिवार नई गाड़ी घर लाना पसंद करते हैं।',
  },
  mumbai: {
    state: 'महाराष्ट्र',
    economy: 'भारत की वित्तीय राजधानी: भारतीय रिज़र्व बैंक, स्टॉक एक्सचेंज और बहुत से बैंकों, बीमा कंपनियों और मीडिया घरानों के मुख्यालय यहीं हैं।',
    localNote: 'पार्किंग कम है और सफ़र लंबे हैं, इसलिए मुंबई की सड़कों पर छोटी कारें, सीएनजी मॉडल और स्कूटर छाए रहते हैं।',
  },
  nagpur: {
    state: 'महाराष्ट्र',
    economy: '“संतरों का शहर” नागपुर भारत के भौगोलिक केंद्र में है, इसलिए मिहान विशेष आर्थिक क्षेत्र के आसपास यह माल ढुलाई और भंडारण का बड़ा केंद्र है।',
    localNote: 'यहाँ गर्मियों में पारा अक्सर 45 डिग्री से ऊपर चला जाता है, इसलिए कई कार ख़रीदारों की सूची में एयर-कंडीशनिंग और केबिन की ठंडक सबसे ऊपर होती है।',
  },
  pune: {
    state: 'महाराष्ट्र',
    economy: 'चाकण और पिंपरी-चिंचवड़ में कारें और टू-व्हीलर बनाने का बड़ा केंद्र, साथ में हिंजवड़ी और खराडी के आईटी पार्क।',
    localNote: 'पुणे अपने टू-व्हीलरों की भारी संख्या के लिए जाना जाता है, और बहुत से लोग बाद में अपनी पहली कार ख़रीदते हैं।',
  },
  surat: {
    state: 'गुजरात',
    economy: 'दुनिया का सबसे बड़ा हीरा कटाई और पॉलिशिंग केंद्र, और सिंथेटिक कपड़े बनाने वालों में अग्रणी।',
    localNote: '2023 में खुला सूरत डायमंड बोर्स दुनिया की सबसे बड़ी दफ़्तर इमारतों में से है, जिसे हीरे के व्यापार को एक छत के नीचे लाने के लिए बनाया गया।',
  },
  vadodara: {
    state: 'गुजरात',
    economy: 'पेट्रोकेमिकल, रिफ़ाइनिंग और इंजीनियरिंग का केंद्र, जो कोयली की गुजरात रिफ़ाइनरी और मकरपुरा के औद्योगिक इलाक़ों के आसपास बसा है।',
    localNote: 'लक्ष्मी विलास पैलेस और महाराजा सयाजीराव विश्वविद्यालय वाले इस शहर में नौकरीपेशा इंजीनियरों और शिक्षकों की बड़ी संख्या है।',
  },
  visakhapatnam: {
    state: 'आंध्र प्रदेश',
    economy: 'बंदरगाह वाला शहर और पूर्वी नौसेना कमान का मुख्यालय, जहाँ विशाखापत्तनम स्टील प्लांट, दवा इकाइयाँ और बढ़ता आईटी क्षेत्र है।',
    localNote: 'बंगाल की खाड़ी के किनारे की बीच रोड शहर की सबसे पसंदीदा ड्राइव है, और समुद्र की नमकीन हवा के कारण किसी भी पुरानी कार में जंग से बचाव ज़रूर जाँच लें।',
  },
  kolkata: {
    state: 'पश्चिम बंगाल',
    economy: 'पूर्वी भारत की व्यापारिक राजधानी, जहाँ देश का सबसे पुराना नदी बंदरगाह है, जूट का व्यापार है और सॉल्ट लेक व न्यू टाउन में आईटी केंद्र हैं।',
    localNote: 'कभी पीली एम्बेसडर टैक्सियाँ इसकी सड़कों की पहचान थीं; आज छोटी कारें ऐप कैब, ई-रिक्शा और स्कूटरों के साथ सड़क साझा करती हैं।',
  },
  gurugram: {
    state: 'हरियाणा',
    economy: 'मारुति सुज़ुकी का पहला कार प्लांट और साइबर सिटी के बहुराष्ट्रीय दफ़्तर यहीं हैं, यानी यहाँ उत्पादन और कॉर्पोरेट सेवाएँ साथ-साथ चलती हैं।',
    localNote: 'यहाँ के बहुत से पेशेवर रोज़ एनएच-48 और द्वारका एक्सप्रेसवे से दिल्ली आते-जाते हैं, इसलिए भरोसेमंद कार अक्सर घर की पहली बड़ी ख़रीद होती है।',
  },
};

/**
 * Every city with its facts, keyed by slug.
 *
 * @example CITY_PROFILES.pune.rtoCodes // ['MH-12', 'MH-14']
 */
export const CITY_PROFILES: Readonly<Record<CitySlug, CityProfile>> = Object.fromEntries(
  (Object.keys(CITY_NAMES) as CitySlug[]).map((slug) => [
    slug,
    { name: CITY_NAMES[slug], slug, imgUrl: `/images/cities/${slug}.webp`, ...FACTS[slug] },
  ]),
) as Record<CitySlug, CityProfile>;

/**
 * Every city with its facts in Hindi, keyed by slug: the Devanagari name and Hindi texts, the same
 * slug, image and registration series as {@link CITY_PROFILES}.
 *
 * @example CITY_PROFILES_HI.pune.name // 'पुणे'
 */
export const CITY_PROFILES_HI: Readonly<Record<CitySlug, CityProfile>> = Object.fromEntries(
  (Object.keys(CITY_NAMES) as CitySlug[]).map((slug) => [slug, { ...CITY_PROFILES[slug], name: CITY_NAMES_HI[slug], ...FACTS_HI[slug] }]),
) as Record<CitySlug, CityProfile>;

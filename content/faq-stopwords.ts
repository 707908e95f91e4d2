// Words that carry no topic in a visitor's question: question words, fillers, greetings, common
// typos of them, the visitor's own organisation ("our company", "my shop") and the company's own
// name, in English, Swahili and Sheng. The FAQ search drops them from questions and entries alike, so a
// question is matched on what it is about and a chatty question is not penalised for its fillers.

const english = `
  a about abt across actually add adds after again all already also always am an and another any anybody anyone
  anything anyway are arent around as ask asking at available b4 basically be because been before being between biz both
  bro businesses but buy buying by can cant carry come comes coming companies could cover covered covers curious
  currently dear describe detail details did different do does doesnt doing done dont each either else even ever
  every exactly explain far find firms first fit fits for from further general get gets getting give go going good
  got great guess guys had happen happening happens has have having he hello help her here hers hes hey hi him his
  hold holds hoping how however hows hte hwo i id idea if ill im in info information interested into is isnt it its
  itself ive join joining just kind kinda kindly know let lets like limit looking lot lots madam main make many max
  maximum may maybe me mean might min mine more most much must my n name names need needed needs new no nor not now
  of ok okay on once one only or organisations organizations other our ours out over overview own part people per
  period person persons please pls plz possible purchase question questions quick r really regarding right roughly
  run running runs same say see send sending serve served serves service services serving several shall she shes
  shops should sir size small so solution solutions some someone something sort startup startups still such suit
  suitable suits summary sure take takes teh tell than thank thanks that thats the their them then there theres these
  they theyd theyre thing things think this those through thx time times tnx to too u understand until ur us use
  using usually various very waht want wanted wanting was wat way we wed well were what whats when where wheres
  whether which wich while whos wht whta will with wondering wont work worked working would yeah yes yet you youd your
  youre yours yu yuo
  company business organisation organization firm shop
  ago already average avg biggest deal default highest largest expect expecting fancy finally full handle handles hav heard hv last hw wch whch exact whatever whichever
  meant morning next nothing proper requirement requirements rest seen sent since side stand submit submitted today
  type types up yesterday
  kilele technologies tech
`;

const swahili = `
  asante au bana biashara chukua duka fiti gani habari hadi hapana hapo hii hivi hiyo hizi hizo huduma huu iko ili
  inachukua ipo jambo je kama kampuni katika kidogo ko kuhusu kuna kuwa kwa kwamba kwenye la lakini lako langu leo
  lini mambo manze mimi mko mna mpaka msee na naomba nataka ndio ndogo ni niaje nina ningependa nini nyie nyinyi pia
  poa sana sasa sawa sema sisi tafadhali tu tuko tuna tunataka tungependa tupo vipi wa wapi wenu wewe ya yako yangu
  yenu yenye yetu za zaidi zenu ziko zipo kazi mnakubali yake ina upo baadaye inakuwaje ilikua ilikuwa
  tunapata mnapata zinajibiwa inajibiwa imesajili mara moja mmoja mbili mitatu watu mtu mmekuwa inahitaji tunahitaji mnahitaji
  haswa hasa pale hapa huko kule ile hiyo badala kabisa ama naweza tunaweza mnaweza unaweza anaweza nikitaka tukitaka
  wetu zetu ziwe iwe tena bado swali maswali naenda wastani
`;

export const faqStopWords: readonly string[] = `${english} ${swahili}`.trim().split(/\s+/);

/**
 * Swahili verbs that carry no topic, as "use", "can", "want", "get" and "need" do in English: any form of
 * them ("zinatumia", "tunahitaji", "mnapata") is a stop word (worker/faq/swahili-verbs.ts reads the form).
 */
export const swahiliFillerVerbs: readonly string[] = [
  "tumia",
  "weza",
  "taka",
  "pata",
  "hitaji",
  "fanya",
  "penda",
  "omba",
  "tuma",
  "andika",
];

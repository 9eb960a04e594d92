import type { PortfolioProjectsMessages } from '@/messages/portfolio-projects';

export const PORTFOLIO_PROJECTS: PortfolioProjectsMessages = {
  descriptions: {
    1: 'Hubase Tartu kohviku koduleht päevapakkumiste, menüü ja lauabroneeringuga. Menüüd uuendab omanik ise paari minutiga.',
    2: 'Saunaehitaja esinduslik koduleht tehtud tööde galerii ja hinnapäringu vormiga. Päringuid tuleb kaks korda rohkem kui enne.',
    3: 'Jalgrataste ja varuosade e-pood Shopifys: mugav filtreerimine suuruse järgi, pakiautomaadid ja järelmaks ostukorvis.',
    4: 'Rahulik ja usaldusväärne koduleht väikesele õigusbüroole: õigusvaldkonnad, meeskond ja konsultatsiooni broneerimine.',
    5: 'Joogastuudio koduleht tunniplaani, hinnakirja ja proovitunni registreerimisega. Telefonis loetav ja kiire.',
    6: 'Fotostuudio portfoolio, kus pildid on pearollis: kiire galerii, pakettide võrdlus ja stuudioaja broneerimine.',
    7: 'Toidulisandite WooCommerce e-pood, mille optimeerisime: kiirem leht, tooted kliendi mure järgi ja lühem ostukorv. Müügitulu kasvas kahe kuuga kolm korda.',
    8: 'Koristusfirma koduleht, kus hinnakalkulaator annab pakkumise kohe. Pool tellimustest tuleb nüüd otse veebist.',
    9: 'Hambakliiniku selge koduleht teenuste, hindade ja arstide tutvustusega ning vastuvõtuaja broneerimisega.',
    10: 'Lillepoe Shopify e-pood kimpude, kingituste ja kullerveoga samal päeval kogu Tartus. Tellida saab ka telefonist minutiga.',
    11: 'Puusepatöökoja e-pood täispuidust mööbliga: puiduliigi ja mõõtude valik, tarneaeg igal tootel ja eritellimuse päring.',
    12: 'Mopeediosade e-pood eritellimusel: tuhanded osad, otsing margi, mudeli ja aasta järgi ning selged tootekaardid. Tellimusi tuleb kaks korda rohkem.',
  },
};

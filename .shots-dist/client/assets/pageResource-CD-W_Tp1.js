import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{$ as t,Dt as n,Mt as r,Ot as i,P as a,R as o,T as s,dt as c,gt as l,lt as u,ut as d,z as f}from"./Link-CyUqSj0p.js";import{_ as p,g as m,m as h,n as g}from"./xstate-react.esm-CX4oVT2Y.js";import{R as _}from"./main-BSi5WuRf.js";function v(e){return String(e).match(/[\d.\-+]*\s*(.*)/)[1]||``}function y(e){return parseFloat(e)}var b=e(r(),1);function x(e){return d(`MuiSkeleton`,e)}u(`MuiSkeleton`,[`root`,`text`,`rectangular`,`rounded`,`circular`,`pulse`,`wave`,`withChildren`,`fitContent`,`heightAuto`]);var S=l(),C=e=>{let{classes:n,variant:r,animation:i,hasChildren:a,width:o,height:s}=e;return t({root:[`root`,r,i,a&&`withChildren`,a&&!o&&`fitContent`,a&&!s&&`heightAuto`]},x,n)},w=i`
  0% {
    opacity: 1;
  }

  50% {
    opacity: 0.4;
  }

  100% {
    opacity: 1;
  }
`,T=i`
  0% {
    transform: translateX(-100%);
  }

  50% {
    /* +0.5s of delay between each loop */
    transform: translateX(100%);
  }

  100% {
    transform: translateX(100%);
  }
`,E=typeof w==`string`?null:n`
        animation: ${w} 2s ease-in-out 0.5s infinite;
      `,D=typeof T==`string`?null:n`
        &::after {
          animation: ${T} 2s linear 0.5s infinite;
        }
      `,O=f(`span`,{name:`MuiSkeleton`,slot:`Root`,overridesResolver:(e,t)=>{let{ownerState:n}=e;return[t.root,t[n.variant],n.animation!==!1&&t[n.animation],n.hasChildren&&t.withChildren,n.hasChildren&&!n.width&&t.fitContent,n.hasChildren&&!n.height&&t.heightAuto]}})(a(({theme:e})=>{let t=v(e.shape.borderRadius)||`px`,n=y(e.shape.borderRadius),r=s(e,{animation:`none`}),i=s(e,{"&::after":{animation:`none`,display:`none`}});return{display:`block`,backgroundColor:e.vars?e.vars.palette.Skeleton.bg:e.alpha(e.palette.text.primary,e.palette.mode===`light`?.11:.13),height:`1.2em`,variants:[{props:{variant:`text`},style:{marginTop:0,marginBottom:0,height:`auto`,transformOrigin:`0 55%`,transform:`scale(1, 0.60)`,borderRadius:`${n}${t}/${Math.round(n/.6*10)/10}${t}`,"&:empty:before":{content:`"\\00a0"`}}},{props:{variant:`circular`},style:{borderRadius:`50%`}},{props:{variant:`rounded`},style:{borderRadius:(e.vars||e).shape.borderRadius}},{props:({ownerState:e})=>e.hasChildren,style:{"& > *":{visibility:`hidden`}}},{props:({ownerState:e})=>e.hasChildren&&!e.width,style:{maxWidth:`fit-content`}},{props:({ownerState:e})=>e.hasChildren&&!e.height,style:{height:`auto`}},{props:{animation:`pulse`},style:E||{animation:`${w} 2s ease-in-out 0.5s infinite`}},...r?[{props:{animation:`pulse`},style:r}]:[],{props:{animation:`wave`},style:{position:`relative`,overflow:`hidden`,WebkitMaskImage:`-webkit-radial-gradient(white, black)`,"&::after":{background:`linear-gradient(
                90deg,
                transparent,
                ${(e.vars||e).palette.action.hover},
                transparent
              )`,content:`""`,position:`absolute`,transform:`translateX(-100%)`,bottom:0,left:0,right:0,top:0}}},{props:{animation:`wave`},style:D||{"&::after":{animation:`${T} 2s linear 0.5s infinite`}}},...i?[{props:{animation:`wave`},style:i}]:[]]}})),k=b.forwardRef(function(e,t){let n=o({props:e,name:`MuiSkeleton`}),{animation:r=`pulse`,className:i,component:a=`span`,height:s,style:l,variant:u=`text`,width:d,...f}=n,p={...n,animation:r,component:a,variant:u,hasChildren:!!f.children},m=C(p);return(0,S.jsx)(O,{as:a,ref:t,className:c(m.root,i),ownerState:p,...f,style:{width:d,height:s,...l}})});function A(e){return typeof e==`object`&&!!e&&Reflect.get(e,`status`)===404}var j=h({types:{input:{},context:{},events:{}},actors:{load:p(async()=>{throw Error(`load: not provided`)})},guards:{notFound:(e,t)=>A(t.error)}}).createMachine({id:`pageResource`,context:({input:e})=>({id:e.id,data:null,error:null}),initial:`loading`,states:{loading:{invoke:{id:`load`,src:`load`,input:({context:e})=>({id:e.id}),onDone:{target:`ready`,actions:m({data:({event:e})=>e.output,error:null})},onError:[{guard:{type:`notFound`,params:({event:e})=>({error:e.error})},target:`notFound`},{target:`failed`,actions:m({error:({event:e})=>_(e.error)})}]}},ready:{type:`final`},notFound:{type:`final`},failed:{on:{"resource.retry":{target:`loading`,actions:m({error:null})}}}}});function M(e){return j.provide({actors:{load:p(({input:t})=>e(t.id))}})}function N(e,t){let[n]=(0,b.useState)(()=>({id:t})),[r,i]=g(e,{input:n}),a=()=>i({type:`resource.retry`}),o;return o=r.matches(`ready`)?{status:`ready`,data:r.context.data}:r.matches(`notFound`)?{status:`notFound`}:r.matches(`failed`)?{status:`failed`,error:r.context.error??``}:{status:`loading`},{view:o,retry:a}}export{N as n,k as r,M as t};